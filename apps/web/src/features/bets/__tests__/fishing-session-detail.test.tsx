import { createHash, webcrypto } from 'node:crypto';
import type { FishingSessionDetail } from '@app/contract';
import { zh_hans } from '@app/contract/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FishingSessionDetailView } from '../fishing-session-detail';

const SEED = '5e'.repeat(32);
const session: FishingSessionDetail = {
  kind: 'fishing',
  sessionId: 'FS1767000000000ab12cd34',
  shots: 14,
  hits: 5,
  bestMultiplier: 20,
  seedHash: createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'),
  seed: SEED,
  endedBy: 'leave',
};
const fact = (key: string) => within(screen.getByTestId(`fishing-${key}`));

describe('a fishing session in the bet detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sums up its shots and checks the revealed seed against the hash shown before play', async () => {
    vi.stubGlobal('crypto', webcrypto);
    render(<FishingSessionDetailView session={session} />);
    expect(screen.getByRole('heading', { name: zh_hans['fishing.session.title'] })).toBeInTheDocument();
    expect(fact('id').getByText(session.sessionId)).toBeInTheDocument();
    expect(fact('shots').getByText('14')).toBeInTheDocument();
    expect(fact('hits').getByText('5')).toBeInTheDocument();
    expect(fact('best').getByText('20倍')).toBeInTheDocument();
    expect(fact('ended').getByText(zh_hans['fishing.session.end.leave'])).toBeInTheDocument();
    expect(screen.getByTestId('fishing-seed-hash')).toHaveTextContent(session.seedHash);
    expect(screen.getByTestId('fishing-seed')).toHaveTextContent(SEED);
    expect(await screen.findByText(zh_hans['fishing.session.hash_ok'])).toBeInTheDocument();
  });

  it('says so when the seed does not match, and waits for the reveal while the session runs', async () => {
    vi.stubGlobal('crypto', webcrypto);
    const { unmount } = render(<FishingSessionDetailView session={{ ...session, seed: '00'.repeat(32) }} />);
    expect(await screen.findByText(zh_hans['fishing.session.hash_bad'])).toBeInTheDocument();
    unmount();

    render(
      <FishingSessionDetailView session={{ ...session, seed: null, endedBy: null, bestMultiplier: 0, hits: 0 }} />,
    );
    expect(screen.getByTestId('fishing-seed')).toHaveTextContent(zh_hans['fishing.session.seed_pending']);
    expect(fact('best').getByText(zh_hans['fishing.session.no_hit'])).toBeInTheDocument();
    expect(fact('ended').getByText(zh_hans['fishing.session.end.running'])).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
