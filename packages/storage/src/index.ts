export { storageKeys, type StorageArea, type StorageKey, type StorageKeyName, type StorageKeys } from './keys';
export { clearStorage, onStorageChange, readStorage, removeStorage, writeStorage } from './storage';
