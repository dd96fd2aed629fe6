/** @type {import('next').NextConfig} */
export default {
  // Foyer's server (SQLite through a native module) runs as plain Node.js, not bundled.
  serverExternalPackages: ['@foyer/server'],
  // The same for a workspace link (a monorepo), which serverExternalPackages leaves bundled: imported at run time.
  webpack(config, { isServer }) {
    if (isServer) config.externals.push({ '@foyer/server': 'import @foyer/server' });
    return config;
  },
};
