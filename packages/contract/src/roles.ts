/** The operators' roles; every admin endpoint names the ones it allows (endpoint.ts, EndpointAuth). */
export const OPERATOR_ROLES = ['finance', 'marketing', 'support', 'risk', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
