import { useBlogCategories, useBlogs } from '../../api/blogs';
import { FeaturedResults } from '../../components/featured-results';
import { ListPageHeading } from '../../components/list-page-heading';
import { ListToolbar } from '../../components/list-toolbar';
import { LIST_PAGE_SIZE } from '../../components/pagination';
import { Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { useListParams } from '../../components/use-list-params';
import { BlogCard } from './blog-card';

/** /blog: search, category filter, a featured first article, the grid and pagination. */
export function BlogListPage() {
  useDocumentTitle('Blog');
  const list = useListParams();
  const categories = useBlogCategories();
  const posts = useBlogs({ search: list.search, category: list.value('category'), page: list.page, pageSize: LIST_PAGE_SIZE });

  return (
    <Page>
      <ListPageHeading title="Blog" adminAction={{ href: '/admin/blog/create', label: 'Write Article' }} />
      <ListToolbar subject="articles" list={list} categories={categories.data} />
      <FeaturedResults
        list={list}
        query={posts}
        empty={{ title: 'No articles found', unfiltered: 'There are no blog posts available yet' }}
        renderCard={(post, isFeatured) => <BlogCard post={post} featured={isFeatured} />}
      />
    </Page>
  );
}
