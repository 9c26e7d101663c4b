import { HELP_KEYWORD_MAX, type HelpCategory } from '@app/contract';
import Collapse from 'antd-mobile/es/components/collapse';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHelpList } from '../../api/content';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { ROUTES } from '../../shared/routes';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { PageLoading } from '../../shared/ui/page-loading';
import './help.css';

const DEBOUNCE_MS = 300;

/** /pages/mine/helpCenter: the categories with their articles, and a search over titles and text. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const keyword = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const help = useHelpList(keyword);

  // The words stay in the address, so coming back from an article shows the same results.
  useEffect(() => {
    setParams(keyword ? { q: keyword } : {}, { replace: true });
  }, [keyword, setParams]);

  let body;
  if (help.isPending) body = <PageLoading />;
  else if (!help.data) body = <LoadFailed onRetry={() => void help.refetch()} />;
  else if (help.data.length === 0)
    body = (
      <ErrorBlock
        status="empty"
        title={keyword ? t('content.help.no_result', { keyword }) : t('content.help.empty')}
        description=""
        className="help-empty"
      />
    );
  else body = keyword ? <Results categories={help.data} /> : <Categories categories={help.data} />;

  return (
    <Page title={t('content.help.title')} className="help-page">
      <div className="help-search">
        <SearchBar
          value={text}
          onChange={setText}
          placeholder={t('content.help.search')}
          maxLength={HELP_KEYWORD_MAX}
          aria-label={t('content.help.search')}
        />
      </div>
      {body}
    </Page>
  );
}

/** Every category folded, the first one open. */
function Categories({ categories }: { categories: HelpCategory[] }) {
  return (
    <Collapse accordion defaultActiveKey={String(categories[0]?.id)} className="help-categories">
      {categories.map((c) => (
        <Collapse.Panel key={String(c.id)} title={c.title}>
          <Articles category={c} />
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}

/** The matching articles under their categories' titles, with the start of their text. */
function Results({ categories }: { categories: HelpCategory[] }) {
  return categories.map((c) => <Articles key={c.id} category={c} header={c.title} summaries />);
}

type ArticlesProps = { category: HelpCategory; header?: string; summaries?: boolean };

function Articles({ category, header, summaries = false }: ArticlesProps) {
  const navigate = useNavigate();
  return (
    <List header={header} className="help-articles">
      {category.articles.map((a) => (
        <List.Item
          key={a.id}
          description={summaries ? a.summary : undefined}
          onClick={() => navigate(`${ROUTES.helpDetail}?id=${a.id}`)}
        >
          <span className="help-article-link">{a.title}</span>
        </List.Item>
      ))}
    </List>
  );
}
