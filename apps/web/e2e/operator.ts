/**
 * The back-office operator every e2e server is started with (playwright.config.ts creates it
 * with `npm run operator:create` before the server starts). Admin: it may also set up channels.
 */
export const E2E_OPERATOR = { username: 'e2e-admin', password: 'e2eOperator2024', role: 'admin' } as const;
