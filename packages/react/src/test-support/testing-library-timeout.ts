import { configure } from '@testing-library/react';

// Testing Library waits 1 s by default; on a loaded 2-core CI machine a lazy dialog can take longer to mount.
configure({ asyncUtilTimeout: 5000 });
