/** @type {import('next').NextConfig} */
export default {
  // Foyer's server (SQLite through a native module) runs as plain Node.js, not bundled.
  serverExternalPackages: ['@foyer/server'],
};
