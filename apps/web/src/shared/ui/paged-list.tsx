import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import List from 'antd-mobile/es/components/list';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { Fragment, type ReactNode } from 'react';
import { PageLoading } from './page-loading';
import { LoadFailed } from './load-failed';
import './paged-list.css';

type ListPage<T> = { list: T[]; total: number; page: number; limit: number };

type PagedListProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
};

/**
 * A server list of `{ list, total, page, limit }` pages: pull down to refresh, the next page
 * loads when the end comes into view. A query that is not enabled (e.g. a date filter that is
 * not valid) shows nothing; the page says why.
 */
export function PagedList<T>({ query, itemKey, renderItem, emptyText }: PagedListProps<T>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  let body: ReactNode;
  if (query.isPending) {
    body = query.fetchStatus === 'idle' ? null : <PageLoading />;
  } else if (query.isError && items.length === 0) {
    body = <LoadFailed onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    body = <ErrorBlock status="empty" title={emptyText} description="" className="list-empty" />;
  } else {
    body = (
      <>
        <List mode="card" className="paged-list">
          {items.map((item) => (
            <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </List>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            // A failed page must reject, so the scroller offers a retry instead of asking again at once.
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        />
      </>
    );
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      <div className="paged-list-body">{body}</div>
    </PullToRefresh>
  );
}
