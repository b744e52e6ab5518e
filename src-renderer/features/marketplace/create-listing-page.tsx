import { useLocation } from 'wouter';
import styled from 'styled-components';
import { panelBox } from '../../components/panel-box';
import { isApiError } from '../../api/api-error';
import { useCurrentUser } from '../../api/auth';
import { useCreateProduct } from '../../api/products';
import { LoadingPage } from '../../components/skeleton';
import { showToast } from '../../components/toast';
import { ExternalButtonLink, Muted, Page } from '../../components/ui';
import { useDocumentTitle } from '../../components/use-document-title';
import { ListingForm } from './listing-form';
import { ListingGuidelines } from './listing-guidelines';

/** /marketplace/create: Sell an Item. */
export function CreateListingPage() {
  useDocumentTitle('Sell an Item');
  const { isSignedIn, isLoading } = useCurrentUser();
  const createProduct = useCreateProduct();
  const [, navigate] = useLocation();

  const handleSubmit = async (form: FormData, onProgress: (fraction: number) => void) => {
    try {
      await createProduct.mutateAsync({ form, onProgress });
      showToast('Success!', 'Your listing has been created.', 'success');
      navigate('/marketplace');
      return undefined;
    } catch (error) {
      // the toast comes from the mutation's meta; the server's field messages go under the fields
      return isApiError(error) ? error.fieldErrors : undefined;
    }
  };

  if (isLoading) return <LoadingPage height="40px" width="50%" />;
  if (!isSignedIn) {
    return (
      <SignInPanel>
        <h1>Please Log In</h1>
        <Muted>You must be logged in to create a listing.</Muted>
        <ExternalButtonLink href="/api/login">Log In</ExternalButtonLink>
      </SignInPanel>
    );
  }
  return (
    <Page>
      <Heading>
        <h1>Sell an Item</h1>
        <Muted>List your pre-loved baby gear for other parents in the community.</Muted>
      </Heading>
      <Layout>
        <FormCard>
          <ListingForm onSubmit={handleSubmit} />
        </FormCard>
        <ListingGuidelines />
      </Layout>
    </Page>
  );
}

const Heading = styled.div`
  margin-bottom: 24px;
  h1 {
    margin: 0 0 6px;
    font-size: 2rem;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 28px;
  align-items: start;
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FormCard = styled.div`
  ${panelBox}
`;

const SignInPanel = styled(Page)`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 560px;
  padding-top: 72px;
  text-align: center;
  h1 {
    margin: 0;
  }
`;
