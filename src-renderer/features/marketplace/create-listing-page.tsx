import { useLocation } from 'wouter';
import styled from 'styled-components';
import { panelBox } from '../../components/panel-box';
import { isApiError } from '../../api/api-error';
import { useCurrentUser } from '../../api/auth';
import { useCreateProduct } from '../../api/products';
import { ListingForm, type ListingSubmit } from '../../components/listings/listing-form';
import { listingFormData } from '../../components/listings/listing-values';
import { LoadingPage } from '../../components/skeleton';
import { showToast } from '../../components/toast';
import { Button, ButtonLink, ExternalButtonLink, Muted, Page } from '../../components/ui';
import { NoticePage } from '../../components/notice-page';
import { PageHeading } from '../../components/page-heading';
import { TwoColumns } from '../../components/two-columns';
import { useDocumentTitle } from '../../components/use-document-title';
import { ListingGuidelines } from './listing-guidelines';

/** /marketplace/create: Sell an Item. */
export function CreateListingPage() {
  useDocumentTitle('Sell an Item');
  const { isSignedIn, isLoading } = useCurrentUser();
  const createProduct = useCreateProduct();
  const [, navigate] = useLocation();

  const handleSubmit: ListingSubmit = async (values, photos, onProgress) => {
    try {
      const product = await createProduct.mutateAsync({ form: listingFormData(values, photos), onProgress });
      showToast('Success!', 'Your listing has been created.', 'success');
      // the seller sees what buyers will see, and can mark it or edit it from there
      navigate(`/marketplace/listing/${product.id}`);
      return undefined;
    } catch (error) {
      // the toast comes from the mutation's meta; the server's field messages go under the fields
      return isApiError(error) ? error.fieldErrors : undefined;
    }
  };

  if (isLoading) return <LoadingPage height="40px" width="50%" />;
  if (!isSignedIn) {
    return (
      <NoticePage>
        <h1>Please Log In</h1>
        <Muted>You must be logged in to create a listing.</Muted>
        <ExternalButtonLink href="/api/login">Log In</ExternalButtonLink>
      </NoticePage>
    );
  }
  return (
    <Page>
      <PageHeading title="Sell an Item" subtitle="List your pre-loved baby gear for other parents in the community." />
      <TwoColumns $columns="minmax(0, 2fr) minmax(0, 1fr)" $gap="28px">
        <FormCard>
          <ListingForm
            idPrefix="listing"
            onSubmit={handleSubmit}
            actions={(isBusy) => (
              <Buttons>
                <Button type="submit" disabled={isBusy}>
                  {isBusy ? 'Creating...' : 'Create Listing'}
                </Button>
                <ButtonLink href="/marketplace" $variant="secondary">
                  Cancel
                </ButtonLink>
              </Buttons>
            )}
          />
        </FormCard>
        <ListingGuidelines />
      </TwoColumns>
    </Page>
  );
}

const FormCard = styled.div`
  ${panelBox}
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
