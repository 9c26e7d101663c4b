import { ROUTES } from '../../shared/routes';

/** The register page of this app with the code filled in, as a member shares it (hash routes under /h5/). */
export function inviteLinkOf(code: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#${ROUTES.register}?inviteCode=${encodeURIComponent(code)}`;
}
