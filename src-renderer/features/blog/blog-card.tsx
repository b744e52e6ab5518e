import { Link } from 'wouter';
import styled from 'styled-components';
import type { BlogPost } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { CoverImage } from '../../components/cover-image';
import { Badge, Card } from '../../components/ui';

export const blogPostPath = (post: Pick<BlogPost, 'slug'>) => `/blog/post/${post.slug}`;

const Article = styled(Card)<{ $featured: boolean }>`
  display: grid;
  grid-template-columns: ${({ $featured }) => ($featured ? 'minmax(0, 1.2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: ${({ $featured }) => ($featured ? 'auto' : 'auto 1fr')};
  align-content: start;
  @media (max-width: 760px) { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; }
`;

const ImageLink = styled(Link)<{ $featured: boolean }>`
  display: block;
  aspect-ratio: ${({ $featured }) => ($featured ? '16 / 10' : '16 / 9')};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div<{ $featured: boolean }>`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: ${({ $featured }) => ($featured ? '28px' : '16px')};
  h2 { margin: 0; font-size: ${({ $featured }) => ($featured ? '1.7rem' : '1.15rem')}; }
  h2 a { color: inherit; text-decoration: none; &:hover { color: ${({ theme }) => theme.colors.primary}; } }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Byline = styled.p`
  font-size: 0.9rem;
`;

/** An article on /blog: the featured card is the wide first one, the rest fill the grid. */
export function BlogCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const href = blogPostPath(post);
  return (
    <Article $featured={featured}>
      <ImageLink href={href} $featured={featured} tabIndex={-1} aria-hidden="true">
        <CoverImage src={post.image} loading="lazy" />
      </ImageLink>
      <Body $featured={featured}>
        <Labels>
          {featured && <Badge>Featured</Badge>}
          <Badge $tone="muted">{post.category_name ?? 'Parenting'}</Badge>
        </Labels>
        <h2><Link href={href}>{post.title}</Link></h2>
        <p>{excerpt(post.content, 150)}</p>
        <Byline>{post.author?.name ?? 'Anonymous'} · <time dateTime={post.created_at}>{formatDate(post.created_at)}</time></Byline>
      </Body>
    </Article>
  );
}
