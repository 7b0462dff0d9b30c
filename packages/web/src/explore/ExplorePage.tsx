import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { DATASOURCE_WARNINGS } from './datasource/DatasourcePanel';
import { Explore } from './Explore';
import { useGetExploreQuery } from './explore-api';
import type { ExploreTarget } from './explore-api';
import { exploreTargetOf } from './explore-urls';
import type { HydrationSource } from './form-data';

function keyOf(target: ExploreTarget | null): string {
  return target ? JSON.stringify(target) : 'none';
}

const SOURCES: Record<ExploreTarget['kind'], HydrationSource> = {
  slice: 'slice',
  dataset: 'dataset',
  permalink: 'permalink',
  formData: 'permalink',
};

/** The form-data key whose state explore opened with; null when there was none or it was gone (a message says so). */
function restoredKeyOf(target: ExploreTarget, message: string | null): string | null {
  return 'formDataKey' in target && target.formDataKey && message === null ? target.formDataKey : null;
}

/**
 * Explore at /explore/?slice_id=N, /explore/?datasource_type=table&datasource_id=N and
 * /superset/explore/p/:key/ (route module, loaded lazily). A URL the page moved to itself (after a
 * save or a swap) keeps the page as it is; any other URL opens explore afresh.
 */
export default function ExplorePage() {
  const [search] = useSearchParams();
  const { key } = useParams();
  const navigate = useNavigate();
  const target = exploreTargetOf(search, key);
  const targetKey = keyOf(target);
  const [session, setSession] = useState({ key: targetKey, target });
  // Every URL the page moved to itself: two moves can come before the router renders the first one
  // (a save, then the form-data key of its unsaved state), and neither may open explore afresh.
  const adopted = useRef(new Set<string>());
  if (targetKey !== session.key && !adopted.current.has(targetKey)) setSession({ key: targetKey, target });

  if (!session.target) {
    return (
      <Alert
        type="warning"
        showIcon
        title={DATASOURCE_WARNINGS.missingParams}
        description={DATASOURCE_WARNINGS.missingParamsText}
      />
    );
  }
  return (
    <ExploreSession
      key={session.key}
      target={session.target}
      onUrlChange={(path, next, options) => {
        adopted.current.add(keyOf(next));
        void navigate(path, { replace: options?.replace ?? false });
      }}
    />
  );
}

interface ExploreSessionProps {
  target: ExploreTarget;
  onUrlChange: (path: string, target: ExploreTarget, options?: { replace: boolean }) => void;
}

function ExploreSession({ target, onUrlChange }: ExploreSessionProps) {
  const explore = useGetExploreQuery(target, { refetchOnMountOrArgChange: true });
  if (explore.error) return <ApiErrorAlert error={explore.error} lead="Could not open explore" />;
  if (!explore.data || explore.isFetching) return <ContentLoading />;
  const restoredKey = restoredKeyOf(target, explore.data.message);
  return (
    <Explore
      answer={explore.data}
      source={restoredKey ? 'permalink' : SOURCES[target.kind]}
      formDataKey={restoredKey}
      onUrlChange={onUrlChange}
    />
  );
}
