import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGES_BASE, PAGES_DIR } from '../src/features/login-page/built-pages.js';

// Run from this folder: the server serves PAGES_DIR's login.html, web-wallet.html, authorize.html, federated.html, shared-bridge.html, functional-federated.html, issue-passport.html, lost-passport.html, account.html and admin.html, and their assets under PAGES_BASE.
export default defineConfig({
  base: PAGES_BASE,
  plugins: [react()],
  build: {
    outDir: PAGES_DIR,
    emptyOutDir: true,
    rolldownOptions: { input: ['login.html', 'web-wallet.html', 'authorize.html', 'federated.html', 'shared-bridge.html', 'functional-federated.html', 'issue-passport.html', 'lost-passport.html', 'account.html', 'admin.html'] },
  },
});
