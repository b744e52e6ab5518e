import styled from 'styled-components';
import { useBlogCategories, useBlogs } from '../../api/blogs';
import { useCurrentUser } from '../../api/auth';
import { EmptyState } from '../../components/empty-state';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { SkeletonCards } from '../../components/skeleton';
import { ButtonLink, Grid, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { PlusIcon } from '../../components/icons';
import { BlogCard } from './blog-card';

export const BLOG_SKELETONS = 6;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  h1 { margin: 0; font-size: 2.2rem; }
`;

const Featured = styled.div`
  margin-bottom: 24px;
`;

/** /blog: search, category filter, a featured first article, the grid and pagination. */
export function BlogListPage() {
  useDocumentTitle('Blog');
  const { isAdmin } = useCurrentUser();
  const list = useListParams();
  const categories = useBlogCategories();
  const { data, isLoading } = useBlogs({ search: list.search, category: list.category, page: list.page, pageSize: LIST_PAGE_SIZE });
  const posts = data?.items ?? [];
  // the first article is featured only on the unfiltered first page
  const featured = !list.hasFilters && list.page === 1 ? posts[0] : undefined;
  const rest = featured ? posts.slice(1) : posts;

  return (
    <Page>
      <Heading>
        <h1>Blog</h1>
        {isAdmin && <ButtonLink href="/admin/blog/create"><PlusIcon size={18} />Write Article</ButtonLink>}
      </Heading>
      <ListToolbar
        subject="articles"
        search={list.search}
        onSearch={(search) => list.update({ search })}
        category={list.category}
        categories={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }))}
        onCategory={(category) => list.update({ category })}
      />
      {isLoading && <Grid><SkeletonCards count={BLOG_SKELETONS} /></Grid>}
      {!isLoading && posts.length === 0 && (
        <EmptyState
          title="No articles found"
          hint={list.hasFilters ? 'Try adjusting your filters or search term' : 'There are no blog posts available yet'}
        />
      )}
      {featured && <Featured><BlogCard post={featured} featured /></Featured>}
      {rest.length > 0 && <Grid>{rest.map((post) => <BlogCard key={post.id} post={post} />)}</Grid>}
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.setPage} />
    </Page>
  );
}
