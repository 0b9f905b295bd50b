import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { staticHostPreview } from './scripts/vite-static-host.ts';
import { embeddedSupabase } from './supabase/local/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), staticHostPreview(), embeddedSupabase()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { sourcemap: false },
});
