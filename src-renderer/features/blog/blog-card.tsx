import { Link } from 'wouter';
import styled from 'styled-components';
import type { BlogPost } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { ArticleCard } from '../../components/article-card';
import { Badge } from '../../components/ui';

export const blogPostPath = (post: Pick<BlogPost, 'slug'>) => `/blog/post/${post.slug}`;

/** An article on /blog: the featured card is the wide first one, the rest fill the grid. */
export function BlogCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const href = blogPostPath(post);
  return (
    <ArticleCard href={href} image={post.image} featured={featured} labels={<Badge $tone="muted">{post.category_name ?? 'Parenting'}</Badge>}>
      <h2>
        <Link href={href}>{post.title}</Link>
      </h2>
      <p>{excerpt(post.content, 150)}</p>
      <Byline>
        {post.author?.name ?? 'Anonymous'} · <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
      </Byline>
    </ArticleCard>
  );
}

const Byline = styled.p`
  font-size: 0.9rem;
`;
