import { RealityCheck } from '../features/responsible/reality-check';
import { PageProviders } from './page-providers';

/** The reality check with the pages' providers: a chunk of its own, loaded once a member is signed in. */
export default function RealityCheckHost() {
  return (
    <PageProviders>
      <RealityCheck />
    </PageProviders>
  );
}
