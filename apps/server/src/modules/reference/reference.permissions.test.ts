import {
  actionTypesResource,
  axesResource,
  citiesResource,
  roomsResource,
} from '@passerelle/shared';
import { describeResourcePermissions } from '../../test/resource-permissions.js';

let serial = 500;
/** A valid new item of each resource (unique values never repeat). */
describeResourcePermissions([axesResource, citiesResource, roomsResource, actionTypesResource], {
  axes: () => ({ number: ++serial, name: `Axe ${serial}` }),
  cities: () => ({ code: `C${++serial}`, value: `Ville ${serial}` }),
  rooms: () => ({ name: `Salle ${++serial}` }),
  action_types: () => ({ name: `Type ${++serial}` }),
});
