import type { AdminOverviewDay } from '@foyer/core';
import type { AdminTranslate } from './use-admin-translate.js';

const WIDTH = 600;
const HEIGHT = 160;

const signInsOf = (day: AdminOverviewDay) => Object.values(day.signIns).reduce((sum, n) => sum + n, 0);

/**
 * Sign-ins and failures a day as stacked SVG bars (hidden from screen readers) over the same figures as a table, which
 * is what a screen reader reads: a plain chart, so the console needs no chart library.
 */
export function SignInChart({ days, t }: { days: AdminOverviewDay[]; t: AdminTranslate }) {
  const methods = [...new Set(days.flatMap((day) => Object.keys(day.signIns)))].sort();
  const most = Math.max(1, ...days.map((day) => signInsOf(day) + day.failures));
  const bar = WIDTH / Math.max(1, days.length);
  const totals = { signIns: days.reduce((sum, day) => sum + signInsOf(day), 0), failures: days.reduce((sum, day) => sum + day.failures, 0) };
  return (
    <figure className="foyer-admin__chart">
      <figcaption>{t('signInsChart')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false" preserveAspectRatio="none">
        {days.map((day, i) => {
          const ok = (signInsOf(day) / most) * HEIGHT;
          const failed = (day.failures / most) * HEIGHT;
          return (
            <g key={day.date}>
              <rect className="foyer-admin__bar" x={i * bar + 1} y={HEIGHT - ok} width={bar - 2} height={ok} />
              <rect className="foyer-admin__bar foyer-admin__bar--failed" x={i * bar + 1} y={HEIGHT - ok - failed} width={bar - 2} height={failed} />
            </g>
          );
        })}
      </svg>
      <p className="foyer-admin__muted">{t('chartSummary', totals)}</p>
      <details>
        <summary>{t('signInsChart')}</summary>
        <table className="foyer-admin__table">
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              {methods.map((method) => (
                <th scope="col" key={method}>{method}</th>
              ))}
              <th scope="col">{t('failures')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                {methods.map((method) => (
                  <td key={method}>{day.signIns[method] ?? 0}</td>
                ))}
                <td>{day.failures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
