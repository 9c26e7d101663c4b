import type { LiveTableView } from '@app/contract';

/** One dealt round as the roads draw it (the table view's road, oldest first). */
export type RoadMark = LiveTableView['road'][number];
