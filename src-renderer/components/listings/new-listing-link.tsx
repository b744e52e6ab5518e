import { AddLink } from '../page-heading';

/** The heading link to Sell an Item, in the words of the page it stands on. */
export function NewListingLink({ label }: { label: string }) {
  return <AddLink href="/marketplace/create" label={label} />;
}
