import { Link } from 'wouter';
import styled from 'styled-components';
import type { BlogPost } from '../../../src-shared/types';
import { formatDate } from '../../../src-shared/format/dates';
import { excerpt } from '../../../src-shared/format/text';
import { CoverImage } from '../../components/cover-image';
import { Badge, Card, SpreadRow } from '../../components/ui';
import { HomeCardBody } from './home-card-body';
import { useSiteOrigin } from '../../components/server-render';
import { ShareMenu } from '../../components/share-menu';

export function HomeBlogCard({ post }: { post: BlogPost }) {
  const origin = useSiteOrigin();
  const href = `/blog/post/${post.slug}`;
  return (
    <Card>
      <ImageLink href={href} tabIndex={-1} aria-hidden="true">
        <CoverImage src={post.image} loading="lazy" />
      </ImageLink>
      <HomeCardBody>
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
          <ShareMenu url={`${origin}${href}`} title={post.title} networks={['facebook', 'twitter', 'reddit', 'email']} />
        </Footer>
      </HomeCardBody>
    </Card>
  );
}

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

const Footer = styled(SpreadRow)`
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
