'use client';
// Any other failure of a page in this group: the 'Internal Server Error' screen (status 500).
import { ErrorScreen, type ErrorScreenProps } from '@/platform/errors';

export default function GroupError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} />;
}
