import type { AppInfo } from '@foyer/core';
import { useState } from 'react';
import { BrandIcon } from '../icons/brand-icon.js';
import { DIALOG } from '../styles/ui-classes.js';

/** SPEC §8: a missing or failing logo falls back to the brand icon. */
export function AppLogo({ appInfo }: { appInfo: AppInfo | null }) {
  const [failed, setFailed] = useState(false);
  if (!appInfo?.appLogo || failed) return <BrandIcon />;
  return <img className={DIALOG.appLogo} src={appInfo.appLogo} alt="" onError={() => setFailed(true)} />;
}
