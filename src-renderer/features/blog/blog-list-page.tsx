import { useBlogCategories, useBlogs } from '../../api/blogs';
import { FeaturedResults } from '../../components/featured-results';
import { ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE, Pagination } from '../../components/pagination';
import { Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { BlogCard } from './blog-card';

/** /blog: search, category filter, a featured first article, the grid and pagination. */
export function BlogListPage() {
  useDocumentTitle('Blog');
  const list = useListParams();
  const categories = useBlogCategories();
  const { data, isLoading } = useBlogs({ search: list.search, category: list.value('category'), page: list.page, pageSize: LIST_PAGE_SIZE });
  const posts = data?.items ?? [];
  // the first article is featured only on the unfiltered first page
  const featured = !list.hasFilters && list.page === 1 ? posts[0] : undefined;

  return (
    <Page>
      <ListPageHeading title="Blog" adminAction={{ href: '/admin/blog/create', label: 'Write Article' }} />
      <ListToolbar subject="articles" list={list} categories={categories.data} />
      <FeaturedResults
        isLoading={isLoading}
        items={posts}
        featured={featured}
        empty={{ title: 'No articles found', filtered: 'Try adjusting your filters or search term', unfiltered: 'There are no blog posts available yet' }}
        hasFilters={list.hasFilters}
        renderCard={(post, isFeatured) => <BlogCard post={post} featured={isFeatured} />}
      />
      <Pagination page={list.page} total={data?.total ?? 0} onPageChange={list.goToPage} />
    </Page>
  );
}
