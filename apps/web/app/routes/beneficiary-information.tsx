import { BENEFICIARY_API } from '@passerelle/shared';
import {
  data,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';

import { BeneficiaryPage, titleOf } from '~/features/beneficiary/beneficiary-page';
import { saveInformation } from '~/features/beneficiary/information-action';
import { InformationForm } from '~/features/beneficiary/information-form';
import { dataOrThrow } from '~/lib/api-data';
import { actionAnswer } from '~/lib/action-result';
import { serverApi } from '~/lib/api-client-loader';

/* /beneficiary/information: personal information, editable; the structure is shown only. */

const PATH = '/beneficiary/information';

export async function loader(args: LoaderFunctionArgs) {
  const result = await serverApi(args).call(BENEFICIARY_API.info);
  return dataOrThrow(result, 'beneficiary');
}

export async function action(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  if (form.get('intent') !== 'saveInformation') {
    throw data({ layout: 'beneficiary', message: 'Unknown action' }, { status: 400 });
  }
  return actionAnswer(await saveInformation(serverApi(args), form));
}

export const meta: MetaFunction = () => [{ title: titleOf(PATH).document }];

export default function BeneficiaryInformationPage() {
  const info = useLoaderData<typeof loader>();
  return (
    <BeneficiaryPage path={PATH}>
      <InformationForm info={info} />
    </BeneficiaryPage>
  );
}
