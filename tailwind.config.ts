import type { Config } from 'tailwindcss';

// Tailwind v4 reads theme tokens from src/index.css (@theme); this file only names the sources.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
} satisfies Config;
