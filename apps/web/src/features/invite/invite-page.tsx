import type { ReactNode } from 'react';
import Grid from 'antd-mobile/es/components/grid';
import List from 'antd-mobile/es/components/list';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemInfo } from '../../api/common';
import { useInvitees, useInviteSummary, useRebates } from '../../api/invite';
import { formatDateTime } from '../../shared/format/date';
import { ROUTES } from '../../shared/routes';
import { CopyButton } from '../../shared/ui/copy-button';
import { MoneyText } from '../../shared/ui/money-text';
import { Page } from '../../shared/ui/page';
import { PagedList } from '../../shared/ui/paged-list';
import { inviteLinkOf } from './invite-link';
import './invite.css';

/** /pages/mine/invite: the member's code and link to share, the counts, and the invitees and rebates. */
export function InvitePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('invite.title')} className="invite-page">
      <InviteCard />
      <InviteLinks />
      <Tabs className="invite-tabs">
        <Tabs.Tab title={t('invite.tab_invitees')} key="invitees">
          <InviteeList />
        </Tabs.Tab>
        <Tabs.Tab title={t('invite.tab_rebates')} key="rebates">
          <RebateList />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}

function InviteCard() {
  const { t } = useTranslation();
  const summary = useInviteSummary().data;
  const code = summary?.inviteCode ?? '';
  const link = code ? inviteLinkOf(code) : '';
  const stats: [string, ReactNode][] = [
    [t('invite.level1'), summary?.level1Count ?? '-'],
    [t('invite.level2'), summary?.level2Count ?? '-'],
    [t('invite.deposited'), summary?.depositedCount ?? '-'],
    [t('invite.rebate_total'), summary ? <MoneyText amount={summary.rebateTotal} /> : '-'],
    [t('invite.rebate_yesterday'), summary ? <MoneyText amount={summary.rebateYesterday} /> : '-'],
  ];
  return (
    <section className="invite-card">
      <div className="invite-row">
        <span className="invite-label">{t('invite.my_code')}</span>
        <strong data-testid="invite-code">{code}</strong>
        {code && <CopyButton text={code} />}
      </div>
      <div className="invite-row">
        <span className="invite-label">{t('invite.my_link')}</span>
        <span className="invite-link" data-testid="invite-link">
          {link}
        </span>
        {link && <CopyButton text={link} />}
      </div>
      <Grid columns={3} gap={8} className="invite-stats">
        {stats.map(([label, value]) => (
          <Grid.Item key={label} className="invite-stat">
            <div className="invite-stat-value">{value}</div>
            <div className="invite-stat-label">{label}</div>
          </Grid.Item>
        ))}
      </Grid>
    </section>
  );
}

function InviteLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List mode="card">
      <List.Item onClick={() => navigate(ROUTES.share)}>{t('invite.to_share')}</List.Item>
      <List.Item onClick={() => navigate(ROUTES.shareDetail)}>{t('invite.to_rules')}</List.Item>
      <List.Item onClick={() => navigate(ROUTES.joinOur)}>{t('invite.to_join')}</List.Item>
    </List>
  );
}

function InviteeList() {
  const { t } = useTranslation();
  const timeZone = useSystemInfo().data?.timeZone;
  return (
    <PagedList
      query={useInvitees()}
      itemKey={(i) => `${i.username}-${i.joinedAt}`}
      emptyText={t('invite.empty')}
      renderItem={(i) => (
        <List.Item
          data-testid="invitee"
          arrowIcon={false}
          description={t('invite.joined', { time: formatDateTime(i.joinedAt, timeZone) })}
          extra={t(i.deposited ? 'invite.deposit_yes' : 'invite.deposit_no')}
        >
          {i.username}
        </List.Item>
      )}
    />
  );
}

function RebateList() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useRebates()}
      itemKey={(r) => `${r.day}-${r.invitee}-${r.level}`}
      emptyText={t('invite.empty')}
      renderItem={(r) => (
        <List.Item
          data-testid="rebate"
          arrowIcon={false}
          description={t('invite.rebate_line', { level: r.level, turnover: r.turnover, share: r.share })}
          extra={<MoneyText amount={r.amount} signed />}
        >
          {`${r.day} · ${r.invitee}`}
        </List.Item>
      )}
    />
  );
}
