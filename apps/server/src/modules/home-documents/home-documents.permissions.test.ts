import { publicDocumentsResource, publicLinksResource } from '@passerelle/shared';
import { describeResourcePermissions } from '../../test/resource-permissions.js';

let serial = 0;
describeResourcePermissions([publicDocumentsResource, publicLinksResource], {
  public_documents: () => ({ name: `Guide ${++serial}`, url: `https://example.org/${serial}` }),
  public_links: () => ({ name: `Site ${++serial}`, url: `https://example.org/l/${serial}` }),
});
