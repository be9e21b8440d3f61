export * from './course-json-ld';
export * from './crawling';
