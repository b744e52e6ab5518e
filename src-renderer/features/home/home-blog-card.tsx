import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { cardText } from '../../components/card-text';
import type { BlogPost } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { CoverImage } from '../../components/cover-image';
import { Badge, Card } from '../../components/ui';

/** The share menu's dropdown code loads beside the page, not in the home page's first script. */
const ShareMenu = lazy(async () => ({ default: (await import('../../components/share-menu')).ShareMenu }));

/** the share button's size, kept while its code loads */
const ShareSlot = styled.span`
  display: inline-block;
  width: 40px;
  height: 40px;
`;

const ImageLink = styled(Link)`
  display: block;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: 8px;
  padding: 16px;
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  ${cardText}
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function HomeBlogCard({ post }: { post: BlogPost }) {
  const href = `/blog/post/${post.slug}`;
  return (
    <Card>
      <ImageLink href={href} tabIndex={-1} aria-hidden="true">
        <CoverImage src={post.image} loading="lazy" />
      </ImageLink>
      <Body>
        <div>
          <Badge $tone="muted">Parenting</Badge>
        </div>
        <h3>
          <Link href={href}>{post.title}</Link>
        </h3>
        <p>{excerpt(post.content, 150)}</p>
        <Footer>
          <span>
            {post.author?.name ?? 'Anonymous'} · <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>
          </span>
          <Suspense fallback={<ShareSlot />}>
            <ShareMenu url={`${window.location.origin}${href}`} title={post.title} networks={['facebook', 'twitter', 'reddit', 'email']} />
          </Suspense>
        </Footer>
      </Body>
    </Card>
  );
}
