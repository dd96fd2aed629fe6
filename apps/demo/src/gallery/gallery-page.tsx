import { useEffect, useId } from 'react';
import { galleryHref, type GalleryView } from './gallery-query.js';
import type { GalleryScene } from './gallery-scene.js';
import { GALLERY_STATES, type GalleryState } from './gallery-states.js';
import { STATE_VIEWS } from './states/state-views.js';

const PAGE = { padding: 16, overflowWrap: 'anywhere' } as const;

// The gallery's own words are English for the people reading it; `lang` tells them from the components' words.
function Switches({ scene, state }: { scene: GalleryScene; state?: GalleryState }) {
  const other = { theme: scene.theme === 'dark' ? 'light' : 'dark', locale: scene.locale === 'zh' ? 'en' : 'zh' } as const;
  return (
    <nav lang="en" aria-label="Gallery" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {state && <a href={galleryHref(scene)}>All states</a>}
      <a href={galleryHref({ ...scene, theme: other.theme }, state)}>{other.theme} theme</a>
      <a href={galleryHref({ ...scene, locale: other.locale }, state)}>{other.locale === 'zh' ? 'Chinese' : 'English'}</a>
    </nav>
  );
}

function StateSection({ scene, state }: { scene: GalleryScene; state: GalleryState }) {
  const titleId = useId();
  const View = STATE_VIEWS[state.id];
  return (
    <section id={state.id} aria-labelledby={titleId} data-scene={`${scene.theme} ${scene.locale}`}>
      <h2 id={titleId} lang="en">
        {state.title}
      </h2>
      <View scene={scene} />
    </section>
  );
}

/** Every screen and widget in each of its states: the index lists them, `?state=<id>` shows one alone. */
export function GalleryPage({ scene, state }: GalleryView) {
  useEffect(() => {
    document.documentElement.lang = scene.locale;
    document.documentElement.dataset.theme = scene.theme;
  }, [scene]);

  return (
    <main style={PAGE}>
      <h1 lang="en">Foyer gallery</h1>
      <Switches scene={scene} state={state} />
      {state ? (
        <StateSection scene={scene} state={state} />
      ) : (
        <ul lang="en">
          {GALLERY_STATES.map((listed) => (
            <li key={listed.id}>
              <a href={galleryHref(scene, listed)}>{listed.title}</a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
