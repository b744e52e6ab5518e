import { ContentNotAvailable } from '../../components/content-not-available';

/** Shows the content-not-available screen with its defaults, redirecting to the marketplace. */
export function TestContentNotAvailablePage() {
  return <ContentNotAvailable redirectPath="/marketplace" redirectLabel="Marketplace" />;
}
