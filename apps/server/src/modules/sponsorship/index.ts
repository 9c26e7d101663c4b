import type { SponsorshipDeps } from './deps.ts';
import { sponsorshipRoutes } from './routes.ts';
import { seedDemoPartners } from './seed.ts';

export type { SponsorshipDeps } from './deps.ts';

/**
 * Sponsorship partners (docs/decisions.md, Sponsorship): the Sponsorship tab's cards, a partner's
 * page, the platform's own drawn logos, and the operators' administration. `seed` writes the demo
 * partners with SEED_DEMO.
 */
export function startSponsorship(deps: SponsorshipDeps) {
  return {
    routes: sponsorshipRoutes(deps),
    seed: () => seedDemoPartners(deps),
  };
}
