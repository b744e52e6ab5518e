import styled from 'styled-components';
import { SkeletonBlock, SkeletonCards } from './skeleton';
import { Grid, Page } from './ui';

/** How many cards stand in for a list (the spec's 8 skeleton cards). */
export const LIST_SKELETONS = 8;

/** A list page whose code or data is still on its way: its heading, then the spec's 8 skeleton cards. */
export function ListPageSkeleton() {
  return (
    <Page aria-busy="true" data-testid="route-skeleton">
      <SkeletonStack>
        <SkeletonBlock $height="40px" $width="min(320px, 60%)" />
        <SkeletonBlock $height="44px" />
        <Grid $min="240px">
          <SkeletonCards count={LIST_SKELETONS} />
        </Grid>
      </SkeletonStack>
    </Page>
  );
}

/** An article, a listing or a deal still on its way: a title line and a picture-sized block. */
export function DetailPageSkeleton() {
  return (
    <Page aria-busy="true" data-testid="route-skeleton">
      <SkeletonStack>
        <SkeletonBlock $height="40px" $width="min(520px, 80%)" />
        <SkeletonBlock $height="360px" />
        <SkeletonBlock $height="16px" $width="90%" />
        <SkeletonBlock $height="16px" $width="75%" />
      </SkeletonStack>
    </Page>
  );
}

/** Any other screen still on its way: the page marked busy with one block, so the footer does not jump up. */
export function ScreenSkeleton() {
  return (
    <Page aria-busy="true" data-testid="route-skeleton">
      <SkeletonStack>
        <SkeletonBlock $height="40px" $width="min(320px, 60%)" />
        <SkeletonBlock $height="320px" />
      </SkeletonStack>
    </Page>
  );
}

const SkeletonStack = styled.div`
  display: grid;
  gap: 20px;
  min-height: 60vh;
`;
