import type { PasskeyStepStatus } from '../constants/statuses.js';

export interface PasskeyRegistrationResult {
  verified: boolean;
}

export interface PasskeyAuthResult {
  verified: boolean;
  credentialId?: string;
  sessionToken?: string;
}

export interface PasskeyState {
  email: string;
  code: string;
  sent: boolean;
  verified: boolean;
  loading: boolean;
  creating: boolean;
  verifying: boolean;
  error: string;
  creatingStatus: PasskeyStepStatus;
  verifyingStatus: PasskeyStepStatus;
  openDialog: boolean;
}
