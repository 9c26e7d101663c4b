import { z } from 'zod';

/**
 * VITE_API_BASE overrides where the API lives (e.g. a dev page on another host); empty or unset
 * means "derive it from the page's address", which is what the web build served at /h5/ wants.
 */
const EnvSchema = z
  .object({
    VITE_API_BASE: z.union([z.literal(''), z.url()]).default(''),
  })
  .transform((e) => ({ apiBase: e.VITE_API_BASE.replace(/\/+$/, '') || null }));

export type Env = z.output<typeof EnvSchema>;

/** Parses the build-time environment; throws listing every bad key. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new Error(`Invalid web configuration:\n${lines.join('\n')}`);
}

// The only place that reads import.meta.env.
export const env: Env = parseEnv(import.meta.env);
