import { setLocale } from 'yup';

// yup's default type message quotes the raw value back; a person needs a plain sentence.
setLocale({
  mixed: { notType: ({ path }: { path: string }) => `${path} is not valid` },
});
