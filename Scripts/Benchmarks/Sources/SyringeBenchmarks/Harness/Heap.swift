import HeapStatistics

/// Bytes currently allocated on the heap, as the C allocator counts them.
func heapBytesInUse() -> Int {
    Int(heap_bytes_in_use())
}
