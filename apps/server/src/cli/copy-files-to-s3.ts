import { copyFilesToS3 } from './copy-files-to-s3-command.js';

/*
 * `npm run files:copy-to-s3`: the disk store's files copied into the S3 bucket, with the portal's
 * environment (copy-files-to-s3-command.ts, decision 046).
 */

void copyFilesToS3(process.env, { say: console.log, complain: console.error }).then((code) => {
  if (code !== 0) process.exit(code);
});
