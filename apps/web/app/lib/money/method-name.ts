import { lookup } from '../../i18n/translate';
import { useSite } from '../site';

/** A configured payment method's name in the page's language (the operator's name if unknown). */
export function useMethodName() {
  const { messages } = useSite();
  return (method: string, name: string) => lookup(messages, `money.methodNames.${method}`) ?? name;
}
