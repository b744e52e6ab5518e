import { Link } from 'wouter';
import styled from 'styled-components';
import { cardText } from '../../components/card-text';
import { excerpt } from '../../../src-shared/format/text';
import { useBlogs } from '../../api/blogs';
import { SkeletonCards } from '../../components/skeleton';
import { CoverImage } from '../../components/cover-image';
import { Card, Grid, SectionHeader } from '../../components/ui';
import { blogPostPath } from './blog-card';

export const RELATED_COUNT = 3;

/** Up to 3 other articles, never the one being read. */
export function MoreArticles({ currentId }: { currentId: number }) {
  // one extra, in case the current article is among the newest
  const { data, isLoading } = useBlogs({ pageSize: RELATED_COUNT + 1 });
  const posts = (data?.items ?? []).filter((post) => post.id !== currentId).slice(0, RELATED_COUNT);
  if (!isLoading && posts.length === 0) return null;
  return (
    <section aria-labelledby="more-articles">
      <SectionHeader>
        <h2 id="more-articles">More Articles</h2>
      </SectionHeader>
      <Grid $min="220px">
        {isLoading ? (
          <SkeletonCards count={RELATED_COUNT} />
        ) : (
          posts.map((post) => (
            <Card key={post.id}>
              <Link href={blogPostPath(post)} tabIndex={-1} aria-hidden="true">
                <Image src={post.image} loading="lazy" />
              </Link>
              <Body>
                <h3>
                  <Link href={blogPostPath(post)}>{post.title}</Link>
                </h3>
                <p>{excerpt(post.content, 100)}</p>
              </Body>
            </Card>
          ))
        )}
      </Grid>
    </section>
  );
}

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: 14px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  ${cardText}
  p {
    font-size: 0.95rem;
  }
`;

const Image = styled(CoverImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
