import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styled from 'styled-components';
import { cardText } from './card-text';
import { cardImageLoading, CoverImage } from './cover-image';
import { Badge, Card } from './ui';

interface ArticleCardProps {
  href: string;
  image: string | null;
  /** the wide first card of an unfiltered list: picture beside the text on wide screens */
  featured: boolean;
  /** badges after Featured, such as the category */
  labels: ReactNode;
  /** the heading and text under the labels */
  children: ReactNode;
}

/** A blog post's or review's card: the picture links to it (hidden from screen readers, the title link is the one they hear). */
export function ArticleCard({ href, image, featured, labels, children }: ArticleCardProps) {
  return (
    <Article $featured={featured}>
      <ImageLink href={href} $featured={featured} tabIndex={-1} aria-hidden="true">
        <CoverImage src={image} {...cardImageLoading(featured)} />
      </ImageLink>
      <Body $featured={featured}>
        <Labels>
          {featured && <Badge>Featured</Badge>}
          {labels}
        </Labels>
        {children}
      </Body>
    </Article>
  );
}

const Article = styled(Card)<{ $featured: boolean }>`
  display: grid;
  grid-template-columns: ${({ $featured }) => ($featured ? 'minmax(0, 1.2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-rows: ${({ $featured }) => ($featured ? 'auto' : 'auto 1fr')};
  align-content: start;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

const ImageLink = styled(Link)<{ $featured: boolean }>`
  display: block;
  aspect-ratio: ${({ $featured }) => ($featured ? '16 / 10' : '16 / 9')};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div<{ $featured: boolean }>`
  display: grid;
  align-content: start;
  gap: 10px;
  padding: ${({ $featured }) => ($featured ? '28px' : '16px')};
  h2 {
    margin: 0;
    font-size: ${({ $featured }) => ($featured ? '1.7rem' : '1.15rem')};
  }
  ${cardText}
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
