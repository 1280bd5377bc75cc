export * from './CartStore';
export * from './cartPillLabel';
export * from './CartSyncChannel';
export * from './MemorySyncHub';
export * from './StorageEventSyncChannel';
export * from './createCartSyncChannel';
