import { verificationApi } from '@casino/contracts/api';
import { useEndpointMutation } from '../../lib/api';
import { usePlayerData } from '../../lib/session/use-player-data';

/** The player's documents and verification status (GET /api/player/documents). */
export const useDocuments = () => usePlayerData(verificationApi.listDocuments);

/** Multipart upload: `file`, `kind`, optional `referenceId`. */
export const useUploadDocument = () => useEndpointMutation(verificationApi.uploadDocument);
export const useDeleteDocument = () => useEndpointMutation(verificationApi.deleteDocument);
