import { TableGameSchema } from '@app/contract';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../shared/ui/page';
import { CardTable } from './card-table';
import './cards.css';

/** /pages/home/game?game=baccarat|dragon_tiger (`&fair=1` opens the fairness sheet): a card table. */
export function CardTablePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const game = TableGameSchema.safeParse(params.get('game'));
  if (!game.success) {
    return (
      <Page title={t('card_page.deal')}>
        <ErrorBlock status="empty" title={t('cards.game_unknown')} description="" />
      </Page>
    );
  }
  return <CardTable key={game.data} game={game.data} fairnessOpen={params.get('fair') === '1'} />;
}
