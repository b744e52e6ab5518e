import { formatDate } from '../../../src-shared/format/dates';
import { useBlog } from '../../api/blogs';
import { isNotFound } from '../../api/api-error';
import { ArticleFooter, ArticleHeader, ArticlePage, Byline, HeroImage } from '../../components/article-layout';
import { Avatar } from '../../components/avatar';
import { ContentNotAvailable } from '../../components/content-not-available';
import { RichContent } from '../../components/rich-content';
import { ShareLinks } from '../../components/share-links';
import { SkeletonBlock } from '../../components/skeleton';
import { Badge } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { Discussion } from '../../components/discussion/discussion';
import { MoreArticles } from './more-articles';
import { useSiteOrigin } from '../../components/server-render';

function PostSkeleton() {
  return (
    <ArticlePage aria-busy="true">
      <SkeletonBlock data-testid="skeleton" $height="44px" $width="80%" />
      <SkeletonBlock $height="18px" $width="40%" />
      <SkeletonBlock $height="360px" />
    </ArticlePage>
  );
}

/** /blog/post/{slug-or-id}: the article, share links, Discussion and More Articles. */
export function BlogPostPage({ params }: { params: { slug: string } }) {
  const origin = useSiteOrigin();
  const { data: post, isLoading, error } = useBlog(params.slug);
  useDocumentTitle(post?.title ?? (error ? (isNotFound(error) ? 'Blog Post Not Found' : 'Blog Post Not Available') : undefined));

  if (isLoading) return <PostSkeleton />;
  if (!post) {
    return (
      <ContentNotAvailable
        title="Blog Post Not Available"
        message="This article could not be found. It may have been moved or removed."
        failedMessage="This article could not be loaded right now. Please try again later."
        error={error}
        redirectPath="/blog"
        redirectLabel="Blog"
      />
    );
  }

  const url = `${origin}/blog/post/${post.slug}`;
  const author = post.author?.name ?? 'Anonymous';
  return (
    <ArticlePage>
      <article>
        <ArticleHeader>
          <div>
            <Badge $tone="muted">{post.category_name ?? 'Parenting'}</Badge>
          </div>
          <h1>{post.title}</h1>
          <Byline>
            <Avatar name={author} src={post.author?.avatar} size={32} />
            <span>{author}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
          </Byline>
        </ArticleHeader>
        {post.image && <HeroImage src={post.image} alt="" />}
        <RichContent html={post.content} />
        <ArticleFooter>
          <ShareLinks url={url} title={post.title} />
        </ArticleFooter>
      </article>
      <Discussion contentType="blog" contentId={post.id} />
      <MoreArticles currentId={post.id} />
    </ArticlePage>
  );
}
