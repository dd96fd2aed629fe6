import { registerMessages, SERVER_CATALOGUE } from '@foyer/core';

// Messages only the server raises: registered here, so the browser bundles that share @foyer/core never carry them.
registerMessages(SERVER_CATALOGUE);
