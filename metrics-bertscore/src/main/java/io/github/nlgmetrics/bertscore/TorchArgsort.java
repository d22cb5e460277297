package io.github.nlgmetrics.bertscore;

/**
 * torch 1.13's CPU {@code Tensor.argsort()} (not stable) of an integer tensor: the values and an
 * {@code arange} of indices sorted together by the value alone with {@code std::sort}, which is
 * libstdc++'s introsort: median-of-three quicksort partitions while more than 16 elements remain
 * (heapsort past a depth of {@code 2 floor(log2 n)}), then one insertion sort. Equal values therefore
 * keep their input order up to 16 elements and come out shuffled by the partitions above that; which
 * order matters, because torchmetrics re-indexes its results with this permutation (its ordering
 * quirk), so ties must be broken exactly as torch breaks them.
 */
final class TorchArgsort {
    private static final int THRESHOLD = 16;

    private final long[] key;
    private final int[] idx;

    private TorchArgsort(int[] values) {
        key = new long[values.length];
        idx = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            key[i] = values[i];
            idx[i] = i;
        }
    }

    /** The permutation that sorts {@code values} ascending, ties broken as torch's CPU sort breaks them. */
    static int[] argsort(int[] values) {
        TorchArgsort s = new TorchArgsort(values);
        int n = values.length;
        if (n > 1) {
            s.introsortLoop(0, n, 2 * (31 - Integer.numberOfLeadingZeros(n)));
            s.finalInsertionSort(0, n);
        }
        return s.idx;
    }

    private boolean less(int a, int b) {
        return key[a] < key[b];
    }

    private void swap(int a, int b) {
        long k = key[a];
        key[a] = key[b];
        key[b] = k;
        int i = idx[a];
        idx[a] = idx[b];
        idx[b] = i;
    }

    private void introsortLoop(int first, int last, int depth) {
        while (last - first > THRESHOLD) {
            if (depth == 0) {
                heapSort(first, last);
                return;
            }
            depth--;
            int cut = partitionPivot(first, last);
            introsortLoop(cut, last, depth);
            last = cut;
        }
    }

    private int partitionPivot(int first, int last) {
        int mid = first + (last - first) / 2;
        moveMedianToFirst(first, first + 1, mid, last - 1);
        return unguardedPartition(first + 1, last, first);
    }

    private void moveMedianToFirst(int result, int a, int b, int c) {
        if (less(a, b)) {
            if (less(b, c)) {
                swap(result, b);
            } else if (less(a, c)) {
                swap(result, c);
            } else {
                swap(result, a);
            }
        } else if (less(a, c)) {
            swap(result, a);
        } else if (less(b, c)) {
            swap(result, c);
        } else {
            swap(result, b);
        }
    }

    private int unguardedPartition(int first, int last, int pivot) {
        while (true) {
            while (less(first, pivot)) {
                first++;
            }
            last--;
            while (less(pivot, last)) {
                last--;
            }
            if (!(first < last)) {
                return first;
            }
            swap(first, last);
            first++;
        }
    }

    private void finalInsertionSort(int first, int last) {
        if (last - first > THRESHOLD) {
            insertionSort(first, first + THRESHOLD);
            for (int i = first + THRESHOLD; i < last; i++) {
                unguardedLinearInsert(i);
            }
        } else {
            insertionSort(first, last);
        }
    }

    private void insertionSort(int first, int last) {
        for (int i = first + 1; i < last; i++) {
            if (less(i, first)) {
                long k = key[i];
                int v = idx[i];
                System.arraycopy(key, first, key, first + 1, i - first);
                System.arraycopy(idx, first, idx, first + 1, i - first);
                key[first] = k;
                idx[first] = v;
            } else {
                unguardedLinearInsert(i);
            }
        }
    }

    private void unguardedLinearInsert(int last) {
        long k = key[last];
        int v = idx[last];
        int next = last - 1;
        while (k < key[next]) {
            key[last] = key[next];
            idx[last] = idx[next];
            last = next;
            next--;
        }
        key[last] = k;
        idx[last] = v;
    }

    /** libstdc++'s {@code __partial_sort(first, last, last)}: {@code __make_heap} then {@code __sort_heap}. */
    private void heapSort(int first, int last) {
        int len = last - first;
        for (int parent = (len - 2) / 2; parent >= 0; parent--) {
            adjustHeap(first, parent, len, key[first + parent], idx[first + parent]);
        }
        while (last - first > 1) {
            last--;
            long k = key[last];
            int v = idx[last];
            key[last] = key[first];
            idx[last] = idx[first];
            adjustHeap(first, 0, last - first, k, v);
        }
    }

    private void adjustHeap(int first, int hole, int len, long k, int v) {
        int top = hole;
        int child = hole;
        while (child < (len - 1) / 2) {
            child = 2 * (child + 1);
            if (key[first + child] < key[first + child - 1]) {
                child--;
            }
            key[first + hole] = key[first + child];
            idx[first + hole] = idx[first + child];
            hole = child;
        }
        if ((len & 1) == 0 && child == (len - 2) / 2) {
            child = 2 * (child + 1);
            key[first + hole] = key[first + child - 1];
            idx[first + hole] = idx[first + child - 1];
            hole = child - 1;
        }
        int parent = (hole - 1) / 2;
        while (hole > top && key[first + parent] < k) {
            key[first + hole] = key[first + parent];
            idx[first + hole] = idx[first + parent];
            hole = parent;
            parent = (hole - 1) / 2;
        }
        key[first + hole] = k;
        idx[first + hole] = v;
    }
}
