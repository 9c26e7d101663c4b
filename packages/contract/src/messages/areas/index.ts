// The areas' texts of each language, gathered: the pages a visit starts on show none of them, so they
// wait only for the rest of the catalogue (the web app's shared/i18n.ts).
import { interestZh } from './interest.ts';
import { inviteZh } from './invite.ts';
import { messagesZh } from './messages.ts';
import { contentZh } from './content.ts';
import { sponsorshipZh } from './sponsorship.ts';
import { feedbackZh } from './feedback.ts';
import { serviceZh } from './service.ts';
import { profileZh } from './profile.ts';
import { identityZh } from './identity.ts';
import { responsibleZh } from './responsible.ts';
import { securityZh } from './security.ts';
import { moneyPagesZh } from './money-pages.ts';
import { playPagesZh } from './play-pages.ts';
import { cardsZh } from './cards.ts';
import { cardPagesZh } from './card-pages.ts';
import { fishingZh } from './fishing.ts';
import { venuePlayZh } from './venue-play.ts';
import { livePagesZh } from './live-pages.ts';
import { sportsZh } from './sports.ts';
import { blackjackPagesZh } from './blackjack-pages.ts';
import { interestEn } from './interest.ts';
import { inviteEn } from './invite.ts';
import { messagesEn } from './messages.ts';
import { contentEn } from './content.ts';
import { sponsorshipEn } from './sponsorship.ts';
import { feedbackEn } from './feedback.ts';
import { serviceEn } from './service.ts';
import { profileEn } from './profile.ts';
import { identityEn } from './identity.ts';
import { responsibleEn } from './responsible.ts';
import { securityEn } from './security.ts';
import { moneyPagesEn } from './money-pages.ts';
import { playPagesEn } from './play-pages.ts';
import { cardsEn } from './cards.ts';
import { cardPagesEn } from './card-pages.ts';
import { fishingEn } from './fishing.ts';
import { venuePlayEn } from './venue-play.ts';
import { livePagesEn } from './live-pages.ts';
import { sportsEn } from './sports.ts';
import { blackjackPagesEn } from './blackjack-pages.ts';

export const areasZh = {
  ...interestZh,
  ...inviteZh,
  ...messagesZh,
  ...contentZh,
  ...sponsorshipZh,
  ...feedbackZh,
  ...serviceZh,
  ...profileZh,
  ...identityZh,
  ...responsibleZh,
  ...securityZh,
  ...moneyPagesZh,
  ...playPagesZh,
  ...cardsZh,
  ...cardPagesZh,
  ...fishingZh,
  ...venuePlayZh,
  ...livePagesZh,
  ...sportsZh,
  ...blackjackPagesZh,
} as const;

export const areasEn = {
  ...interestEn,
  ...inviteEn,
  ...messagesEn,
  ...contentEn,
  ...sponsorshipEn,
  ...feedbackEn,
  ...serviceEn,
  ...profileEn,
  ...identityEn,
  ...responsibleEn,
  ...securityEn,
  ...moneyPagesEn,
  ...playPagesEn,
  ...cardsEn,
  ...cardPagesEn,
  ...fishingEn,
  ...venuePlayEn,
  ...livePagesEn,
  ...sportsEn,
  ...blackjackPagesEn,
};
